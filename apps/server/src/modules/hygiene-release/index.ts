export { type CompletedWork, holdForRelease } from './hold-for-release';
export { hygieneReleaseRoutes } from './hygiene-release.routes';
