export { defineMessages, type SpanishOf, type Translate, useT } from './catalogue.ts';
export { type Localized, localized, useLocalized } from './content.ts';
export { LanguageSwitch } from './language-switch.tsx';
export { LocalLink, LocalNavLink } from './local-link.tsx';
export { useLocale, useLocalePath } from './locale-context.ts';
export { LocaleProvider, LocaleRoot, rememberLanguage } from './locale-root.tsx';
