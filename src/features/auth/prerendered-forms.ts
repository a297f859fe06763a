import { preloadFormValidator } from '@/forms/use-form-validator';
import { registerEmailForm } from '@schemas/auth/register-account';
import { loginSchema } from '@schemas/login';

// The first form of each prerendered auth screen (scripts/prerender.mjs): its validator loads with the
// screen's chunk, so the prerendered form hydrates as it was rendered.

export const loginFormReady = () => preloadFormValidator(loginSchema, 'login');

/** Register opens on its email tab (RegisterAccountStep). */
export const registerFormReady = () => preloadFormValidator(registerEmailForm.schema, registerEmailForm.id);
