export { ApiTokensScreen } from './components/api-tokens-screen';
