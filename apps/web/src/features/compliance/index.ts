export { GlassRegisterScreen } from './components/glass-register-screen';
export { TemporaryRepairsScreen } from './components/temporary-repairs-screen';
