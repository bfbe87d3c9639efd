export * from './order-lists';
