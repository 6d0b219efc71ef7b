// One language's section of a two-language e-mail (two_language_layout.hpp): its label/value
// rows, where an empty value leaves its row out, then the heading and intro around them.
#pragma once

#include <kainjow/mustache.hpp>
#include <string>
#include <string_view>

namespace emu::mail {

class TwoLanguageSection {
 public:
  explicit TwoLanguageSection(bool zh) : zh_(zh) {}

  void row(std::string_view label, const std::string& value) {
    if (value.empty()) return;
    kainjow::mustache::data r;
    r.set("label", std::string(label));
    r.set("value", value);
    details_.push_back(r);
  }

  kainjow::mustache::data finish(std::string_view heading, std::string_view intro) {
    kainjow::mustache::data s;
    s.set("heading", std::string(heading));
    s.set("intro", std::string(intro));
    s.set("details", details_);
    s.set("lang", std::string(zh_ ? "zh-HK" : "en"));
    return s;
  }

 private:
  bool zh_;
  kainjow::mustache::data details_{kainjow::mustache::data::type::list};
};

}  // namespace emu::mail
