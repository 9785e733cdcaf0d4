// Appended to a copy of the state gallery by Scripts/gallery-check.sh (never to the gallery
// itself, which has no scripts). Measures the laid-out page in headless Chromium and writes a
// plain-text report into the DOM, between CHECK-BEGIN and CHECK-END lines, for the shell
// script to read from `--dump-dom`:
//
//   viewport W             the layout viewport's width in CSS pixels
//   swatches N             how many swatches were measured
//   overflow SELECTOR ...  an element wider than its box (scrollWidth > clientWidth) that is
//                          not meant to scroll, or whose right edge passes its parent's or the
//                          viewport's
//   truncated SWATCH ...   a swatch text or label cut short (text-overflow: ellipsis showing)
//   narrow SWATCH ...      a swatch drawn narrower than the gallery's swatch width
//   anchor ID TOP SCROLL   for an address with #ID, once the page has loaded: how far the
//                          targeted section's top is below the top of <main>, and how far
//                          <main> scrolled
//   offenders N            how many of the lines above are problems
//
// Everything is synchronous layout, forced by the first getBoundingClientRect; the anchor line
// waits for the load event, when the browser has scrolled to the fragment.
(function () {
    "use strict";
    var slack = 0.5; // sub-pixel rounding
    var lines = [];
    var viewport = document.documentElement.clientWidth;
    lines.push("viewport " + viewport);

    // Elements that scroll on purpose: the contents (the page scrolls inside <main>) and the
    // table of contents, as a sidebar or as the narrow layout's menu.
    function meantToScroll(element) {
        return element.matches("main, nav.toc, nav.toc ol");
    }

    function describe(element) {
        var swatch = element.closest("figure.sw");
        var name = element.tagName.toLowerCase();
        if (element.id) name += "#" + element.id;
        if (element.classList.length) {
            name += "." + Array.prototype.join.call(element.classList, ".");
        }
        if (swatch) {
            name = swatch.dataset.context + "/" + swatch.dataset.state + "/" +
                swatch.dataset.appearance + " " + name;
        } else {
            var section = element.closest("section.ctx");
            if (section && section !== element) name = section.id + " " + name;
        }
        var text = (element.textContent || "").replace(/\s+/g, " ").trim();
        if (text.length > 40) text = text.slice(0, 39) + "\u2026";
        return name + (text ? " \"" + text + "\"" : "");
    }

    // Each problem once, where it starts: an element that overflows only because something
    // inside it does is left out, so the list names causes rather than every ancestor.
    var problems = [];
    function report(kind, element, detail) {
        problems.push({ kind: kind, element: element, detail: detail });
    }

    var elements = document.body.querySelectorAll("*");
    for (var index = 0; index < elements.length; index++) {
        var element = elements[index];
        if (element.closest("svg")) continue; // glyphs: drawn at their own size
        var rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue; // not shown
        var style = getComputedStyle(element);
        if (style.display === "inline") continue; // no box of its own to overflow
        if (style.position === "absolute" && element.closest(".toc")) continue; // the menu
        var wide = element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
        var isText = element.matches(".t, .s, .acc.label");
        if (wide && isText) {
            report("truncated", element, "needs " + element.scrollWidth + "px, has " +
                element.clientWidth + "px");
            continue;
        }
        if (wide && !meantToScroll(element)) {
            report("overflow", element, "scrollWidth " + element.scrollWidth + " > clientWidth " +
                element.clientWidth);
            continue;
        }
        if (rect.right > viewport + slack) {
            report("overflow", element, "right edge " + Math.round(rect.right) +
                " beyond the viewport's " + viewport);
            continue;
        }
        var parent = element.parentElement;
        if (parent && parent !== document.body && style.position !== "absolute") {
            var parentRect = parent.getBoundingClientRect();
            if (rect.right > parentRect.right + slack && parentRect.width > 0) {
                report("overflow", element, "right edge " + Math.round(rect.right) +
                    " beyond its parent's " + Math.round(parentRect.right));
            }
        }
    }

    var minimum = 375; // Gallery.swatchWidth: iPhone width, in points
    var swatches = document.querySelectorAll("figure.sw");
    lines.push("swatches " + swatches.length);
    for (var s = 0; s < swatches.length; s++) {
        var width = swatches[s].getBoundingClientRect().width;
        if (width + slack < minimum) {
            report("narrow", swatches[s], width + "px < " + minimum + "px");
        }
    }
    var causes = problems.filter(function (problem) {
        return problem.kind !== "overflow" || !problems.some(function (other) {
            return other !== problem && problem.element.contains(other.element);
        });
    });
    ["truncated", "narrow", "overflow"].forEach(function (kind) {
        causes.forEach(function (problem) {
            if (problem.kind === kind) {
                lines.push(kind + " " + describe(problem.element) + " " + problem.detail);
            }
        });
    });
    lines.push("offenders " + causes.length);

    // Inside the script's frame (a window narrower than headless Chromium's 500-pixel minimum
    // is an iframe of that width), the report goes to the page around it, whose DOM is dumped.
    function write() {
        var text = "\nCHECK-BEGIN\n" + lines.join("\n") + "\nCHECK-END\n";
        if (window.parent !== window) {
            window.parent.postMessage(text, "*");
            return;
        }
        var report = document.createElement("pre");
        report.id = "gallery-check-report";
        report.textContent = text;
        document.body.appendChild(report);
    }

    var target = decodeURIComponent(location.hash.slice(1));
    if (!target) {
        write();
        return;
    }
    window.addEventListener("load", function () {
        setTimeout(function () {
            var section = document.getElementById(target);
            var main = document.querySelector("main");
            if (section && main) {
                var top = section.getBoundingClientRect().top - main.getBoundingClientRect().top;
                lines.push("anchor " + target + " " + Math.round(top) + " " +
                    Math.round(main.scrollTop));
            } else {
                lines.push("anchor " + target + " missing");
            }
            write();
        }, 50);
    });
})();
