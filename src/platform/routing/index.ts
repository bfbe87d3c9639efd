export * from './routes';
export * from './guard';
export * from './app-route';
export * from './external';
export * from './route-link';
export * from './query-params';
export * from './lazy-component';
export * from './back';
