export { TemporaryRepairsScreen } from './components/temporary-repairs-screen';
