// The deal waiting for the other side (issue 28): the page looks every few seconds whether
// it was confirmed, disputed or settled (on this phone or another) and shows the table again
// once it was; never while someone is typing their words. Without the script, "Look again".
(function () {
  "use strict";
  var LOOK_MS = 3000;
  var offer = document.getElementById("offer");
  if (!offer || !window.fetch) return;
  var boxes = offer.querySelectorAll("textarea");

  function typing() {
    return Array.prototype.some.call(boxes, function (box) {
      return box.value.trim() !== "" || document.activeElement === box;
    });
  }

  function look() {
    fetch(offer.dataset.state, { headers: { "Accept": "application/json" },
                                 credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (got) {
        if (got && got.status !== offer.dataset.status && !typing()) {
          window.location.replace(offer.dataset.next);
          return;
        }
        setTimeout(look, LOOK_MS);
      })
      .catch(function () { setTimeout(look, LOOK_MS); });
  }
  setTimeout(look, LOOK_MS);
})();
