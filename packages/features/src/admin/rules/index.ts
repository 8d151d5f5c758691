export * from './engagement';
export * from './lastActivity';
export * from './usersList';
export * from './overview';
export * from './channels';
export * from './labels';
export * from './system';
