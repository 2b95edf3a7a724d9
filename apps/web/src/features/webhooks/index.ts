export { WebhooksScreen } from './components/webhooks-screen';
