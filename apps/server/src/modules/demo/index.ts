export { seedDemoPlant } from './seed-demo';
