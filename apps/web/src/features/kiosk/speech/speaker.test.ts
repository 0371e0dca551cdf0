import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silence, speak, voiceFor } from './speaker';

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
    expect(voiceFor(voices, 'en')?.lang).toBe('en-US');
    expect(voiceFor(voices, 'ar')?.lang).toBe('ar');
    expect(voiceFor(voices, 'es')?.lang).toBe('es-MX');
    expect(voiceFor(voices, 'hk')?.lang).toBe('yue');
    expect(voiceFor(voices, 'zh')?.lang).toBe('zh-CN');
    expect(voiceFor(voices, 'ko')).toBeUndefined();
  });

  it('speaks in the language with its voice and the volume; a flush stops what was said', () => {
    synthesis.getVoices.mockReturnValue([voice('en-US'), voice('ar')]);
    speak('مرحبًا', { language: 'ar', volume: 0.6, isFlush: true });
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(spoken).toMatchObject([{ text: 'مرحبًا', lang: 'ar', volume: 0.6, voice: { lang: 'ar' } }]);
  });

  it('says once, in English, that the language has no voice', () => {
    synthesis.getVoices.mockReturnValue([voice('en-US'), voice('ar')]);
    speak('안녕하세요', { language: 'ko', volume: 1 });
    speak('다음', { language: 'ko', volume: 1 });
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['This kiosk has no Korean voice.', 'en-US'],
      ['안녕하세요', 'ko-KR'],
      ['다음', 'ko-KR'],
    ]);
  });
});
