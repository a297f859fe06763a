export * from './common/common';
export * from './message/message';
export * from './public/public';
export * from './upload/upload';
export * from './user/user';
