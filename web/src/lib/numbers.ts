// Whole numbers are formatted by common/numbers.ts, which the units module (volumes) shares with the server.
export { formatCount } from '../../../common/numbers';
