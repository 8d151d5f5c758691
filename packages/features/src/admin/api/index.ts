export * from './getAdminStats';
export * from './getAdminUsers';
export * from './getAdminChannels';
export * from './getAdminTimers';
export * from './getAdminNotes';
export * from './updateUserStatus';
export * from './deleteUser';
export * from './refreshAdminData';
