import { failScreensOf } from './failures/fail-on-open';

failScreensOf('assets');
