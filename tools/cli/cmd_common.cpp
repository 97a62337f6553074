#include "tools/cli/cmd_common.h"

#include <map>

namespace kospec::cli {

std::map<std::string, SelfCapture> self_capture_choices() {
  std::map<std::string, SelfCapture> choices;
  for (SelfCapture option : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
    choices.emplace(self_capture_name(option), option);
  }
  return choices;
}

namespace {

// forbidden|multi|all to the option's value; anything else is refused with the three names.
CLI::Validator self_capture_transformer() {
  return CLI::Validator(
      [](std::string& value) -> std::string {
        const std::map<std::string, SelfCapture> choices = self_capture_choices();
        const auto it = choices.find(value);
        if (it == choices.end())
          return "'" + value + "' is not a self-capture option: expected forbidden, multi or all";
        value = std::to_string(static_cast<int>(it->second));
        return "";
      },
      "forbidden|multi|all");
}

}  // namespace

void add_suicide_option(CLI::App& command, SelfCapture& self_capture) {
  command
      .add_option("--suicide", self_capture,
                  "self-capture (SUI): forbidden, multi (multi-stone only) or all (default " +
                      std::string(self_capture_name(self_capture)) + ")")
      ->transform(self_capture_transformer())
      ->option_text("forbidden|multi|all");
}

void add_ruleset_options(CLI::App& command, RulesetChoice& choice) {
  command.add_option(
      "--ruleset,-r", choice.expression,
      "ruleset name or composition (default " + choice.expression +
          "; `kospec rules --rulesets` lists them), e.g. japanese, positional-superko, "
          "cycle-sets+A1, KO+NR");
  add_suicide_option(command, choice.self_capture);
}

std::vector<Ruleset> ruleset_list(const std::vector<std::string>& names, SelfCapture self_capture) {
  std::vector<Ruleset> out;
  for (const std::string& n : names) {
    if (n == "all") {
      for (const NamedRuleset& named : named_rulesets())
        out.push_back(parse_ruleset(named.name, self_capture));
    } else {
      out.push_back(parse_ruleset(n, self_capture));
    }
  }
  return out;
}

std::string ruleset_text(const Ruleset& ruleset) {
  return "ruleset " + ruleset.name + ", self-capture " +
         std::string(self_capture_name(ruleset.self_capture));
}

}  // namespace kospec::cli
