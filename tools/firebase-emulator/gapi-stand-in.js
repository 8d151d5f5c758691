/**
 * A stand-in for https://apis.google.com/js/api.js, for browsers that cannot reach Google (the tests).
 *
 * The Firebase web SDK's popup flow loads Google's script loader, then `gapi.iframes`, to open a hidden helper
 * iframe (here the Auth emulator's /emulator/auth/iframe) and talk to it; the helper page loads the same script
 * to answer. This stand-in gives both sides just what they use, over window.postMessage:
 *   - the loader: gapi.load('gapi.iframes', {callback}) and the `?onload=<name>` / window.gapi_onload callbacks;
 *   - the app's side: gapi.iframes.getContext().open({where, url, attributes}, onOpen) and, on the iframe it
 *     opens, restyle, ping, register(name, handler) and send(name, data, callback);
 *   - the helper's side: gapi.iframes.getContext().getParentIframe() with register and send.
 * A call to a name nobody registered yet waits for its handler, as the SDK registers 'authEvent' only after
 * the helper has already sent its first event. A test serves this file for that address by route interception.
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes) return;

  var TAG = '__gapiStandIn';
  var allowAll = function () {
    return true;
  };
  var nextId = 0;

  /** Named calls with replies to and from one other window. */
  function Channel(getTarget) {
    var handlers = {};
    var waitingCalls = {};
    var pendingReplies = {};
    var helloListeners = [];
    var saidHello = false;

    function post(message) {
      var target = getTarget();
      if (!target) return;
      message[TAG] = true;
      target.postMessage(message, '*');
    }

    function answer(call) {
      var result = handlers[call.name](call.data);
      post({ type: 'reply', id: call.id, responses: [result] });
    }

    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || typeof message !== 'object' || !message[TAG] || event.source !== getTarget()) return;
      if (message.type === 'hello') {
        saidHello = true;
        helloListeners.splice(0).forEach(function (listener) {
          listener();
        });
      } else if (message.type === 'call') {
        if (handlers[message.name]) answer(message);
        else (waitingCalls[message.name] = waitingCalls[message.name] || []).push(message);
      } else if (message.type === 'reply' && pendingReplies[message.id]) {
        var callback = pendingReplies[message.id];
        delete pendingReplies[message.id];
        callback(message.responses);
      }
    });

    return {
      hello: function () {
        post({ type: 'hello' });
      },
      whenHello: function (listener) {
        if (saidHello) listener();
        else helloListeners.push(listener);
      },
      register: function (name, handler) {
        handlers[name] = handler;
        (waitingCalls[name] || []).splice(0).forEach(answer);
      },
      send: function (name, data, callback) {
        var id = 'c' + ++nextId + '-' + Math.random().toString(36).slice(2);
        if (callback) pendingReplies[id] = callback;
        post({ type: 'call', id: id, name: name, data: data });
      },
    };
  }

  /** The app's handle on an iframe it opened. */
  function OpenedIframe(element) {
    var channel = Channel(function () {
      return element.contentWindow;
    });
    return {
      getIframeEl: function () {
        return element;
      },
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          channel.whenHello(function () {
            if (callback) callback();
            resolve();
          });
        });
      },
      register: channel.register,
      send: channel.send,
    };
  }

  function applyAttributes(element, attributes) {
    Object.keys(attributes || {}).forEach(function (name) {
      var value = attributes[name];
      if (name === 'style' && typeof value === 'object') Object.assign(element.style, value);
      else element.setAttribute(name, String(value));
    });
  }

  var parentIframe = null;
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      applyAttributes(element, options.attributes);
      // The channel listens before the iframe can say hello.
      var iframe = OpenedIframe(element);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      if (!parentIframe) {
        var channel = Channel(function () {
          return window.parent;
        });
        parentIframe = { register: channel.register, send: channel.send };
        channel.hello();
      }
      return parentIframe;
    },
  };

  var iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: allowAll,
    SAME_ORIGIN_IFRAMES_FILTER: allowAll,
    Iframe: OpenedIframe,
    getContext: function () {
      return context;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        window.gapi.iframes = iframes;
        if (callback) callback();
      }, 0);
    },
  };

  // The loader's own callbacks: `api.js?onload=<global function name>`, else window.gapi_onload.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    var callback = (onload && window[onload]) || window.gapi_onload;
    if (typeof callback === 'function') callback();
  }, 0);
})();
