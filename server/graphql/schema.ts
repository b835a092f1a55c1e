import { builder } from './builder.js';
import './errors.js';
import '../domains/graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
