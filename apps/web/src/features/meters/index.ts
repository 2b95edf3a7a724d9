export { AssetMeters } from './components/asset-meters';
export { readerName } from './components/meter-format';
