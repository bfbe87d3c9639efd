export * from './notifier';
export { BrowserNotificationsCard } from './opt-in-card';
