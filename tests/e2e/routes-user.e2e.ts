import { walkRoutesAs } from './walk/walk-role';

walkRoutesAs('user');
