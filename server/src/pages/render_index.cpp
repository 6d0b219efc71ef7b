#include "pages/render_index.hpp"

namespace emu::pages {
namespace {

std::string_view code(Lang lang) { return lang == Lang::zh ? "zh-HK" : "en"; }

std::string url_in(std::string_view origin, const PageHead& head, Lang lang) {
  return std::string(origin) + head.path + "?lang=" + std::string(code(lang));
}

void meta(std::string& out, std::string_view attr, std::string_view key, std::string_view value) {
  out += "<meta ";
  out += attr;
  out += "=\"";
  out += key;
  out += "\" content=\"";
  out += escape_html(value);
  out += "\" />";
}

void link(std::string& out, std::string_view rel, std::string_view href,
          std::string_view hreflang = {}) {
  out += "<link rel=\"";
  out += rel;
  out += "\"";
  if (!hreflang.empty()) {
    out += " hreflang=\"";
    out += hreflang;
    out += "\"";
  }
  out += " href=\"";
  out += escape_html(href);
  out += "\" />";
}

// JSON inside <script>: "</" would end the element early.
std::string script_safe(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] == '<') {
      out += "\\u003c";
    } else {
      out += json[i];
    }
  }
  return out;
}

std::string head_tags(const PageHead& head, std::string_view origin) {
  std::string out;
  const auto here = url_in(origin, head, head.lang);
  if (head.noindex) {
    meta(out, "name", "robots", "noindex");
  } else {
    link(out, "canonical", here);
    link(out, "alternate", url_in(origin, head, Lang::en), "en");
    link(out, "alternate", url_in(origin, head, Lang::zh), "zh-HK");
    link(out, "alternate", url_in(origin, head, Lang::zh), "x-default");
  }
  const std::string image = head.image.empty()            ? std::string(origin) + "/og/site.png"
                            : head.image.starts_with('/') ? std::string(origin) + head.image
                                                          : head.image;
  meta(out, "property", "og:site_name", "Emu");
  meta(out, "property", "og:type", head.og_type);
  meta(out, "property", "og:title", head.title);
  meta(out, "property", "og:description", head.description);
  meta(out, "property", "og:url", here);
  meta(out, "property", "og:image", image);
  meta(out, "property", "og:image:width", "1200");
  meta(out, "property", "og:image:height", "630");
  meta(out, "property", "og:locale", head.lang == Lang::zh ? "zh_HK" : "en_GB");
  meta(out, "property", "og:locale:alternate", head.lang == Lang::zh ? "en_GB" : "zh_HK");
  meta(out, "name", "twitter:card", "summary_large_image");
  meta(out, "name", "twitter:title", head.title);
  meta(out, "name", "twitter:description", head.description);
  meta(out, "name", "twitter:image", image);
  if (!head.json_ld.empty()) {
    out += "<script type=\"application/ld+json\">";
    out += script_safe(head.json_ld);
    out += "</script>";
  }
  return out;
}

void replace_once(std::string& text, std::string_view from, std::string_view to) {
  if (auto at = text.find(from); at != std::string::npos) text.replace(at, from.size(), to);
}

// The content of <div id="root">…</div> (the mark painted before the app), as [begin, end).
std::pair<std::size_t, std::size_t> root_content(const std::string& html) {
  constexpr std::string_view kOpen = "<div id=\"root\">";
  auto begin = html.find(kOpen);
  if (begin == std::string::npos) return {std::string::npos, std::string::npos};
  begin += kOpen.size();
  int depth = 1;
  std::size_t at = begin;
  while (depth > 0) {
    const auto open = html.find("<div", at);
    const auto close = html.find("</div>", at);
    if (close == std::string::npos) return {std::string::npos, std::string::npos};
    if (open != std::string::npos && open < close) {
      ++depth;
      at = open + 4;
    } else {
      if (--depth == 0) return {begin, close};
      at = close + 6;
    }
  }
  return {std::string::npos, std::string::npos};
}

}  // namespace

std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string render_index(std::string_view index_html, const PageHead& head,
                         std::string_view origin) {
  std::string html(index_html);
  replace_once(html, "<html lang=\"en\">", "<html lang=\"" + std::string(code(head.lang)) + "\">");
  if (auto open = html.find("<title>"); open != std::string::npos) {
    if (auto close = html.find("</title>", open); close != std::string::npos) {
      html.replace(open, close + 8 - open, "<title>" + escape_html(head.title) + "</title>");
    }
  }
  constexpr std::string_view kDescription = "<meta name=\"description\" content=\"";
  std::string tags;
  if (auto at = html.find(kDescription); at != std::string::npos) {
    const auto from = at + kDescription.size();
    if (auto end = html.find('"', from); end != std::string::npos) {
      html.replace(from, end - from, escape_html(head.description));
    }
  } else {
    meta(tags, "name", "description", head.description);
  }
  replace_once(html, "</head>", tags + head_tags(head, origin) + "</head>");
  if (!head.shell.empty()) {
    auto [begin, end] = root_content(html);
    if (begin != std::string::npos) html.replace(begin, end - begin, head.shell);
  }
  return html;
}

}  // namespace emu::pages
