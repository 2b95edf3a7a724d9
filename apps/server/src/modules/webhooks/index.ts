export { cleanWebhookLog } from './clean-webhook-log';
export { deliverDueWebhooks, WEBHOOK_JOB } from './deliver-webhooks';
export { registerWebhookJobs } from './webhook-jobs';
export { enqueueWebhookEvent } from './webhooks.queries';
export { webhookRoutes } from './webhooks.routes';
