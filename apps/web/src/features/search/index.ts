export { GlobalSearch } from './components/global-search';
