import { preloadFormValidator } from '@/forms/use-form-validator';
import { loginSchema } from '@schemas/login';

/** The login form's validator, loaded with the login screen (its prerendered form hydrates with it). */
export const loginFormReady = () => preloadFormValidator(loginSchema, 'login');
