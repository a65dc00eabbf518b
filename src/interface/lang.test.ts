import { describe, expect, it } from 'vitest';
import { langFrom } from './lang';

describe('langFrom', () => {
  it.each(['pt', 'pt-BR', 'pt-br', 'PT-PT', ' pt-BR '])('%j is Brazilian Portuguese', (value) => {
    expect(langFrom(value)).toBe('pt-BR');
  });

  it.each(['en', 'en-US', 'es', 'ptx', '', null, undefined])('%j is English', (value) => {
    expect(langFrom(value)).toBe('en');
  });
});
