export {
  lazyServices,
  readyServices,
  ServicesProvider,
  useServices,
  useServicesHandle,
  type AppServices,
  type ServicesHandle,
} from './services';
export { whenIdle } from './when-idle';
