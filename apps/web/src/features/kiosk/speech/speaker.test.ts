import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silence, speak, voiceFor } from './speaker';
import { voiceLanguageOf } from './voice-language';

const english = voiceLanguageOf('en');
const noVoice = { text: 'This kiosk has no Korean voice.', language: english };

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

class FakeUtterance {
  lang = '';
  volume = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {}
}

describe('speaker', () => {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: vi.fn(),
  };

  beforeEach(() => {
    spoken.length = 0;
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', synthesis);
    synthesis.cancel.mockClear();
  });
  afterEach(() => {
    silence();
    vi.unstubAllGlobals();
  });

  it('picks the voice of the language: the exact tag, else the same primary language', () => {
    const voices = [
      voice('en-US'),
      voice('ar'),
      voice('es-MX'),
      voice('yue'),
      voice('cmn', 'Mandarin'),
      voice('zh-CN'),
    ];
    const of = (code: Parameters<typeof voiceLanguageOf>[0]) => voiceFor(voices, voiceLanguageOf(code))?.lang;
    expect(of('en')).toBe('en-US');
    expect(of('ar')).toBe('ar');
    expect(of('es')).toBe('es-MX');
    expect(of('hk')).toBe('yue');
    expect(of('zh')).toBe('zh-CN');
    expect(of('ko')).toBeUndefined();
  });

  it('speaks in the language with its voice and the volume; a flush stops what was said', () => {
    synthesis.getVoices.mockReturnValue([voice('en-US'), voice('ar')]);
    speak('مرحبًا', { language: voiceLanguageOf('ar'), volume: 0.6, isFlush: true, noVoice });
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(spoken).toMatchObject([{ text: 'مرحبًا', lang: 'ar', volume: 0.6, voice: { lang: 'ar' } }]);
  });

  it('says once, in English, that the language has no voice (the text the provider gives)', () => {
    synthesis.getVoices.mockReturnValue([voice('en-US'), voice('ar')]);
    speak('안녕하세요', { language: voiceLanguageOf('ko'), volume: 1, noVoice });
    speak('다음', { language: voiceLanguageOf('ko'), volume: 1, noVoice });
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['This kiosk has no Korean voice.', 'en-US'],
      ['안녕하세요', 'ko-KR'],
      ['다음', 'ko-KR'],
    ]);
  });
});
