/**
 * Downloads a file the server sends as an attachment (GET /api/user/export): a temporary anchor with
 * `download`, so the browser saves it under the server's file name and the page stays where it is.
 */
export type DownloadFile = (url: string) => void;

export const downloadFile: DownloadFile = (url) => {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
};
