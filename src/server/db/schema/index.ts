export * from './courses';
export * from './meta';
export * from './contact-messages';
export * from './uploads';
export * from './auth';
export * from './profiles';
export * from './orders';
export * from './blogs';
