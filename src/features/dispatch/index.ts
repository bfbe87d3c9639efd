// The dispatch board of a branch's day (6/8, beyond the spec).
export { dispatchRoutes } from './routes';
