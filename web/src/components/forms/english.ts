// The English catalogue's `t`, for the shared checks called where the interface's own `t` is not passed: their
// messages are then in English, the language the interface falls back to.
import { DEFAULT_LANGUAGE } from '../../../../common/languages';
import { createI18n, type TFunction } from '../../i18n';
import { en } from '../../i18n/en';

let english: TFunction | undefined;

/** Made on first use: pages whose checks are all given a `t` never build it. */
export const englishT = (): TFunction => (english ??= createI18n(DEFAULT_LANGUAGE, en).t);
