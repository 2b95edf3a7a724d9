import { describe, expect, it } from 'vitest';
import { reporterPhotoLine, splitReporterPhoto } from './reporter-photo';

const URL = '/api/files/3f2a9c1e-0000-4000-8000-000000000000';

describe("a reporter's photo in the description", () => {
  it("is taken out of the description, leaving the reporter's words", () => {
    expect(splitReporterPhoto(`Leaking oil\n\n${reporterPhotoLine(URL)}`)).toEqual({
      text: 'Leaking oil',
      photo_url: URL,
      from: 'label',
    });
    expect(splitReporterPhoto(reporterPhotoLine(URL))).toEqual({ text: '', photo_url: URL, from: 'label' });
  });

  it('says whether it came from the label or with the in-app report', () => {
    expect(reporterPhotoLine(URL, 'app')).toBe(`Photo sent with the report: ${URL}`);
    expect(splitReporterPhoto(`Belt snapped\n\n${reporterPhotoLine(URL, 'app')}`)).toEqual({
      text: 'Belt snapped',
      photo_url: URL,
      from: 'app',
    });
  });

  it('is only ever one of our files', () => {
    const typed = "Photo from the machine's label: https://example.com/x.png";
    expect(splitReporterPhoto(typed)).toEqual({ text: typed, photo_url: null, from: null });
    expect(splitReporterPhoto('Belt snapped')).toEqual({ text: 'Belt snapped', photo_url: null, from: null });
  });
});
