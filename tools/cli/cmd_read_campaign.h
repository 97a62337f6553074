#pragma once
// kospec read-campaign: the reading campaign against GNU Go 3.8 (tools/reading_campaign).

#include <ostream>

#include <CLI/CLI.hpp>

#include "tools/reading_campaign/campaign.h"

namespace kospec::cli {

/// What `kospec read-campaign` was asked to do.
struct ReadCampaignOptions {
  reading::campaign::CampaignOptions campaign;  ///< the campaign's options
  std::string scheme = "5";                     ///< --scheme
  double target = 95.0;                         ///< --target: agreement (percent) for exit 0
  bool json = false;                            ///< print the report as JSON
  int progress_ms = 2000;                       ///< --progress-ms: between progress lines
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_read_campaign_command(CLI::App& app, int& status);

/// Runs the campaign; 0 when the result codes agree on at least `target` percent of the ko
/// positions, 1 when they do not or the run was interrupted, 2 when an input could not be read.
int run_read_campaign(ReadCampaignOptions options, std::ostream& out, std::ostream& err);

}  // namespace kospec::cli
