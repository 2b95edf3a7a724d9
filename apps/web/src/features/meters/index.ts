export { AssetMeters } from './components/asset-meters';
export { formatReading, readerName } from './components/meter-format';
