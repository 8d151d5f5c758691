// The rule lives with the ApiError it reads; the channels' rules (and their importers) keep offering it.
export { serverMessage } from '../../api';
