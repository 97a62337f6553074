#include "tools/cli/cmd_common.h"

#include <map>

namespace kospec::cli {

void add_suicide_option(CLI::App& command, SelfCapture& self_capture) {
  const std::map<std::string, SelfCapture> choices{{"forbidden", SelfCapture::Forbidden},
                                                   {"multi", SelfCapture::MultiStone},
                                                   {"all", SelfCapture::All}};
  command
      .add_option("--suicide", self_capture,
                  "self-capture (SUI): forbidden (default), multi (multi-stone only), all")
      ->transform(CLI::CheckedTransformer(choices))
      ->option_text("forbidden|multi|all");
}

void add_ruleset_options(CLI::App& command, RulesetChoice& choice) {
  command.add_option("--ruleset,-r", choice.expression,
                     "ruleset name or composition (default no-ko; `kospec rules --rulesets` lists them), "
                     "e.g. japanese, positional-superko, cycle-sets+A1, KO+NR");
  add_suicide_option(command, choice.self_capture);
}

std::string ruleset_text(const Ruleset& ruleset) {
  return "ruleset " + ruleset.name + ", self-capture " + std::string(self_capture_name(ruleset.self_capture));
}

}  // namespace kospec::cli
