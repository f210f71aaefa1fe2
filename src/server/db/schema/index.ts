export * from './courses';
export * from './meta';
