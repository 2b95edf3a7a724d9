export { deliverDueWebhooks, WEBHOOK_JOB } from './deliver-webhooks';
export { registerWebhookJobs } from './webhook-jobs';
export { webhookRoutes } from './webhooks.routes';
export { enqueueWebhookEvent } from './webhooks.queries';
