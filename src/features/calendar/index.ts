// The task calendars of companies and helpers (7/10).
export { calendarRoutes } from './routes';
