export { usePredictiveAsset } from './api/get-predictive-asset';
export { usePredictiveFleet } from './api/get-predictive-fleet';
export { formatProbability } from './components/predictive-format';
export { PredictivePanel } from './components/predictive-panel';
export { PredictiveTable } from './components/predictive-table';
