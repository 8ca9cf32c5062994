import { describe, expect, it } from 'vitest';
import { articleBlocks } from './article-blocks';

describe('articleBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(articleBlocks('First line\ncontinues.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('turns "- " lines into one list and a short line ending with ":" into a heading', () => {
    expect(articleBlocks('Safe sleep:\nBabies need:\n- On their backs\n- A firm surface\nAsk to see the room.')).toEqual([
      { kind: 'heading', text: 'Safe sleep' },
      { kind: 'heading', text: 'Babies need' },
      { kind: 'list', items: ['On their backs', 'A firm surface'] },
      { kind: 'paragraph', text: 'Ask to see the room.' },
    ]);
  });

  it('keeps a long sentence ending with ":" as a paragraph, and markup as plain text', () => {
    const sentence = `${'This is a long sentence that introduces the list below and is clearly not a heading'}:`;
    expect(articleBlocks(`${sentence}\n\n<script>alert(1)</script>`)).toEqual([
      { kind: 'paragraph', text: sentence },
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('handles Windows line endings and empty content', () => {
    expect(articleBlocks('One\r\n\r\nTwo')).toHaveLength(2);
    expect(articleBlocks('  \n\n')).toEqual([]);
  });
});
