export { predictiveKeys, usePredictiveAsset, usePredictiveFleet } from './api/predictive';
export { PredictivePanel } from './components/predictive-panel';
export { PredictiveTable } from './components/predictive-table';
