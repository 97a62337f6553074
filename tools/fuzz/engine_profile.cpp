#include "tools/fuzz/engine_profile.h"

#include <utility>

#include "spec/error.h"

namespace kospec::fuzz {

std::string gnugo_command(const Ruleset& ruleset, const std::string& binary) {
  static const std::pair<const char*, const char*> kKo[] = {
      {"no-ko", "--no-ko"},
      {"simple-ko", "--simple-ko"},
      {"positional-superko", "--positional-superko"},
      {"situational-superko", "--situational-superko"},
  };
  std::string ko;
  for (const auto& [name, option] : kKo) {
    if (ruleset.name == name) ko = option;
  }
  if (ko.empty()) {
    throw InputError("GNU Go has no option for ruleset '" + ruleset.name +
                     "': expected no-ko, simple-ko, positional-superko or situational-superko "
                     "(or give --engine)");
  }
  const char* suicide = ruleset.self_capture == SelfCapture::Forbidden    ? "--forbid-suicide"
                        : ruleset.self_capture == SelfCapture::MultiStone ? "--allow-suicide"
                                                                          : "--allow-all-suicide";
  return binary + " --mode gtp --quiet " + ko + " " + suicide;
}

}  // namespace kospec::fuzz
