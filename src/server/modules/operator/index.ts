export { CONTROL_SOCKET, sendControlCommand, startControlSocket } from './control';
export type { BackupResult, ControlServer } from './control';
export { describeResult, grantMessages, OPERATOR_COMMANDS, runOperatorCommand } from './grants';
export type { CommandResult, OperatorCommand } from './grants';
export { default as operatorRoutes } from './routes';
