// Chrome loads its locale data on a page's first Intl call: about 100 ms of main thread on a slow phone
// (bench:vitals, 4× CPU slowdown). Run from this small script while the app's scripts still download, that
// cost is off the path to the first render. The date formats load first and the number formats in a task of
// their own, so that neither makes one long task of both (bench:lighthouse counts each task's blocking time).
new Intl.DateTimeFormat().format(0);
setTimeout(() => new Intl.NumberFormat().format(0));
