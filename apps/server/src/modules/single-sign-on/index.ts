export { singleSignOnRoutes } from './single-sign-on.routes';
