import { failScreensOf } from './failures/fail-on-open';

failScreensOf('personal-records');
