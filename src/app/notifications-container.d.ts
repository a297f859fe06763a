// Types of the alias in vite.config.ts: @mantine/notifications' Notifications module on its own.
declare module '@mantine-notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
