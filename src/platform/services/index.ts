export {
  lazyServices,
  readyServices,
  servicesStarted,
  ServicesProvider,
  useServices,
  useServicesHandle,
  type AppServices,
  type ServicesHandle,
} from './services';
export { whenIdle } from './when-idle';
